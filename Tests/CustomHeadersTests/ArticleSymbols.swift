import CustomHeaders
import RefreshCore

/// Every symbol the documentation articles link to in double backticks, each with an expression
/// that names it: this file compiles only while every one of them exists, and
/// `DocumentationTests` fails when an article links to a symbol missing here. (`make docs`
/// resolves the same links with DocC, which also checks that each name means the right symbol.)
enum ArticleSymbols {
    /// The modules, which the catalogues' landing pages link to.
    static let modules: Set<String> = ["RefreshCore", "CustomHeaders"]

    /// Link text to an expression naming the symbol.
    static var all: [String: Any] {
        [
            "ArrowSpinnerLook": ArrowSpinnerLook.self,
            "ArrowSpinnerLook/header(arrow:spinner:results:)": ArrowSpinnerLook.header(
                arrow:spinner:results:),
            "Axis": Axis.self,
            "AxisMotion": AxisMotion.self,
            "BalloonLook": BalloonLook.self,
            "BesideText": BesideText.self,
            "BounceCap": BounceCap.self,
            "CalendarMinute": CalendarMinute.self,
            "Color": Color.self,
            "CompletionMailbox": CompletionMailbox.self,
            "Deceleration": Deceleration.self,
            "DrawCommand": DrawCommand.self,
            "DrawList": DrawList.self,
            "DrawList/sprite(_:frame:in:rotation:alpha:tint:)": { (list: inout DrawList) in
                list.sprite("", frame: 0, in: .zero, rotation: 0, alpha: 1, tint: nil)
            },
            "Edge": Edge.self,
            "EdgeInsets": EdgeInsets.self,
            "EdgeTrigger": EdgeTrigger.self,
            "EmptyLook": EmptyLook.self,
            "FileLastUpdatedStore": FileLastUpdatedStore.self,
            "FooterTrigger": FooterTrigger.self,
            "FrameLoopLook": FrameLoopLook.self,
            "HeldInset": HeldInset.self,
            "InputEvent": InputEvent.self,
            "Key": Key.self,
            "LabeledLook": LabeledLook<EmptyLook>.self,
            "LastUpdatedFormatter": LastUpdatedFormatter.self,
            "LastUpdatedLine": LastUpdatedLine.self,
            "LastUpdatedStore": LastUpdatedStore.self,
            "ListAnchor": ListAnchor.self,
            "ListAnchor/row": \ListAnchor.row,
            "ListEnvironment": ListEnvironment.self,
            "ListItemKind": ListItemKind.self,
            "ListLayout": ListLayout.self,
            "ListLayout/anchor(inViewAt:height:)": ListLayout.anchor(inViewAt:height:),
            "ListLayout/row(ofItem:)": ListLayout.row(ofItem:),
            "ListLayout/stickyHeader(inViewAt:)": ListLayout.stickyHeader(inViewAt:),
            "MemoryLastUpdatedStore": MemoryLastUpdatedStore.self,
            "Opacity": Opacity.self,
            "PhysicsConstants": PhysicsConstants.self,
            "PhysicsConstants/maximumBounce": PhysicsConstants.maximumBounce,
            "PhysicsConstants/restThreshold": PhysicsConstants.restThreshold,
            "PluralCategory": PluralCategory.self,
            "PluralRule": PluralRule.self,
            "Point": Point.self,
            "PointerRouter": PointerRouter.self,
            "ProgressLook": ProgressLook.self,
            "Rect": Rect.self,
            "RefreshAction": RefreshAction.self,
            "RefreshFooter/auto(look:action:)": RefreshFooter.auto(look:action:),
            "RefreshFooter/back(look:action:)": RefreshFooter.back(look:action:),
            "RefreshFooter/triggerAutomaticallyRefreshPercent":
                \RefreshFooter.triggerAutomaticallyRefreshPercent,
            "RefreshComponent": RefreshComponent.self,
            "RefreshComponent/automaticallyChangeAlpha": \RefreshComponent.automaticallyChangeAlpha,
            "RefreshComponent/draw(into:frame:metrics:)": RefreshComponent.draw(
                into:frame:metrics:),
            "RefreshComponent/endRefreshing(completion:)": RefreshComponent.endRefreshing(
                completion:),
            "RefreshComponent/endRefreshing(result:completion:)": RefreshComponent.endRefreshing(
                result:completion:),
            "RefreshComponent/pullingPercent": \RefreshComponent.pullingPercent,
            "RefreshComponent/refreshingAction": \RefreshComponent.refreshingAction,
            "RefreshComponent/result": \RefreshComponent.result,
            "RefreshComponent/setRefreshingAction(_:)-3sudc": { (component: RefreshComponent) in
                component.setRefreshingAction { () async in }
            },
            "RefreshComponent/setRefreshingAction(_:)-5wlz2": { (component: RefreshComponent) in
                component.setRefreshingAction { () async throws in }
            },
            "RefreshComponent/setTitle(_:for:)-(_,RefreshResult)": {
                (component: RefreshComponent) in component.setTitle("", for: RefreshResult.failure)
            },
            "RefreshComponent/setTitle(_:for:)-(_,RefreshState)": { (component: RefreshComponent) in
                component.setTitle("", for: RefreshState.idle)
            },
            "RefreshComponent/strings": \RefreshComponent.strings,
            "RefreshComponent/timing": \RefreshComponent.timing,
            "RefreshComponent/triggerDistance": \RefreshComponent.triggerDistance,
            "RefreshComponentHolder": (any RefreshComponentHolder).self,
            "RefreshConstants": RefreshConstants.self,
            "RefreshConstants/failureDwell": RefreshConstants.failureDwell,
            "RefreshCycle": RefreshCycle.self,
            "RefreshFooter": RefreshFooter.self,
            "RefreshFooter/endRefreshingWithNoMoreData(completion:)": RefreshFooter
                .endRefreshingWithNoMoreData(completion:),
            "RefreshFooter/endRefreshingWithNoMoreData(result:completion:)": RefreshFooter
                .endRefreshingWithNoMoreData(result:completion:),
            "RefreshFooter/waitsForHeader(_:)": RefreshFooter.waitsForHeader(_:),
            "RefreshHeader": RefreshHeader.self,
            "RefreshHeader/holdsFooters": \RefreshHeader.holdsFooters,
            "RefreshHeader/lastUpdatedTimeText": \RefreshHeader.lastUpdatedTimeText,
            "RefreshHeader/timeZone": \RefreshHeader.timeZone,
            "RefreshHookPoint": RefreshHookPoint.self,
            "RefreshHooks": RefreshHooks.self,
            "RefreshLanguage": RefreshLanguage.self,
            "RefreshLook": RefreshLook.self,
            "RefreshLook/draw(into:in:moment:metrics:)": {
                (
                    look: any RefreshLook, list: inout DrawList, moment: RefreshMoment,
                    metrics: any TextMetrics
                ) in look.draw(into: &list, in: .zero, moment: moment, metrics: metrics)
            },
            "RefreshLook/frameIndex(at:)": { (look: any RefreshLook, moment: RefreshMoment) in
                look.frameIndex(at: moment)
            },
            "RefreshLook/isAnimating(at:)": { (look: any RefreshLook, moment: RefreshMoment) in
                look.isAnimating(at: moment)
            },
            "RefreshLook/preferredHeight": { (look: any RefreshLook) in look.preferredHeight },
            "RefreshMachine": RefreshMachine.self,
            "RefreshMoment": RefreshMoment.self,
            "RefreshMoment/alpha": \RefreshMoment.alpha,
            "RefreshMoment/closingProgress": \RefreshMoment.closingProgress,
            "RefreshMoment/pullingPercent": \RefreshMoment.pullingPercent,
            "RefreshMoment/result": \RefreshMoment.result,
            "RefreshMoment/resultSince": \RefreshMoment.resultSince,
            "RefreshMoment/shownResult": \RefreshMoment.shownResult,
            "RefreshMoment/state": \RefreshMoment.state,
            "RefreshMoment/stateSince": \RefreshMoment.stateSince,
            "RefreshMoment/strings": \RefreshMoment.strings,
            "RefreshMoment/textWidth": \RefreshMoment.textWidth,
            "RefreshMoment/time": \RefreshMoment.time,
            "RefreshPhase": RefreshPhase.self,
            "RefreshResult": RefreshResult.self,
            "RefreshState": RefreshState.self,
            "RefreshState/idle": RefreshState.idle,
            "RefreshState/pulling": RefreshState.pulling,
            "RefreshState/refreshing": RefreshState.refreshing,
            "RefreshStrings": RefreshStrings.self,
            "RefreshStrings/english": RefreshStrings.english,
            "RefreshStrings/load(_:fromFolder:)": RefreshStrings.load(_:fromFolder:),
            "RefreshStrings/loadAll(fromFolder:)": RefreshStrings.loadAll(fromFolder:),
            "RefreshStringsError": RefreshStringsError.self,
            "RefreshText": RefreshText.self,
            "RefreshTiming": RefreshTiming.self,
            "RefreshTiming/failureDwell": \RefreshTiming.failureDwell,
            "RefreshTiming/successDwell": \RefreshTiming.successDwell,
            "RefreshFooter/topLoader(look:action:)": RefreshFooter.topLoader(look:action:),
            "ResultMark": ResultMark.self,
            "RubberBand": RubberBand.self,
            "RubberBand/distance(for:dimension:constant:)": RubberBand.distance(
                for:dimension:constant:),
            "RubberBand/offset(for:dimension:constant:)": RubberBand.offset(
                for:dimension:constant:),
            "RubberBandLimits": RubberBandLimits.self,
            "ScrollGeometry": ScrollGeometry.self,
            "ScrollView": ScrollView.self,
            "ScrollView/contentOffsetY": \ScrollView.contentOffsetY,
            "ScrollView/footer": \ScrollView.footer,
            "ScrollView/header": \ScrollView.header,
            "ScrollView/setContentSize(_:shiftingOffsetBy:)": ScrollView.setContentSize(
                _:shiftingOffsetBy:),
            "ScrollView/update(_:keepingAnchor:_:)": ScrollView.update(_:keepingAnchor:_:),
            "ScrollViewObserver": ScrollViewObserver.self,
            "SecondFloor": SecondFloor.self,
            "SecondFloor/close()": SecondFloor.close,
            "SecondFloor/hooks": \SecondFloor.hooks,
            "SecondFloor/settings": \SecondFloor.settings,
            "SecondFloor/open()": SecondFloor.open,
            "RefreshHeader/floor": \RefreshHeader.floor,
            "FloorLook": (any FloorLook).self,
            "SecondFloorAction": SecondFloorAction.self,
            "SecondFloorHooks": SecondFloorHooks.self,
            "SecondFloorLook": SecondFloorLook<EmptyLook>.self,
            "SecondFloorMoment": SecondFloorMoment.self,
            "SecondFloorPage": SecondFloorPage.self,
            "SecondFloorSettings": SecondFloorSettings.self,
            "SecondFloorMachine": SecondFloorMachine.self,
            "SecondFloorMachine/scrolled(_:percent:pastTrigger:pastFloor:dragging:refreshes:at:)": {
                (floor: inout SecondFloorMachine, refresh: inout RefreshMachine) in
                _ = floor.scrolled(
                    &refresh, percent: 0, pastTrigger: false, pastFloor: false, dragging: false,
                    refreshes: true, at: 0)
            },
            "SecondFloorState": SecondFloorState.self,
            "SecondFloorState/holdsList": \SecondFloorState.holdsList,
            "SecondFloorState/ready": SecondFloorState.ready,
            "SecondFloorTitles": SecondFloorTitles.self,
            "Size": Size.self,
            "Spinner": Spinner.self,
            "Spring": Spring.self,
            "SpriteAnimation": SpriteAnimation.self,
            "SpriteSheet": SpriteSheet.self,
            "StickyHeader": StickyHeader.self,
            "StringsTable": StringsTable.self,
            "TextMetrics": TextMetrics.self,
            "TextStyle": TextStyle.self,
            "TimedInput": TimedInput.self,
            "Timeline": Timeline.self,
            "Timeline/advance(to:)": Timeline.advance(to:),
            "TimingCurve": TimingCurve.self,
            "TimingCurve/easeInOut": TimingCurve.easeInOut,
            "TitleLook": TitleLook.self,
            "TitleLook/header": TitleLook.header,
            "TrackpadScroll": TrackpadScroll.self,
            "Tween": Tween.self,
            "VelocityTracker": VelocityTracker.self,
        ]
    }
}
