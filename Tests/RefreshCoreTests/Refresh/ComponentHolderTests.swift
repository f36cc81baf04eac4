import TestSupport
import Testing

@testable import RefreshCore

/// A header or a footer owns its component: what is set through it is the component's, the
/// scroll view keeps both alive, and they go together, with nothing keeping them past their end.
@Suite struct ComponentHolderTests {
    @Test func whatIsSetThroughAHolderIsTheComponents() {
        let header = quietHeader()
        header.timing.successDwell = 2
        header.hooks.beginning = {}
        header.triggerDistance = 80
        #expect(header.component.timing.successDwell == 2)
        #expect(header.component.hooks.beginning != nil)
        #expect(header.component.triggerDistance == 80)
        #expect(header.effectiveTriggerDistance == 80)
    }

    @Test func theScrollViewKeepsTheHeaderAndFooterAndTheirComponents() {
        let (_, scrollView) = makeScrollView()
        weak var header: RefreshHeader?
        weak var headerComponent: RefreshComponent?
        weak var footer: RefreshFooter?
        weak var footerComponent: RefreshComponent?
        do {
            let made = RefreshHeader(look: EmptyLook(), floor: SecondFloor(), clock: { 0 })
            let loader = RefreshFooter.auto()
            loader.waitsForHeader(made)
            scrollView.header = made
            scrollView.footer = loader
            (header, headerComponent) = (made, made.component)
            (footer, footerComponent) = (loader, loader.component)
        }
        #expect(header != nil && headerComponent != nil)
        #expect(footer != nil && footerComponent != nil)
        #expect(headerComponent?.scrollView === scrollView)
        #expect(scrollView.header?.component === headerComponent)
        #expect(header?.floor?.header === headerComponent)

        scrollView.header = nil
        scrollView.footer = nil
        #expect(header == nil && headerComponent == nil)
        #expect(footer == nil && footerComponent == nil)
    }

    @Test func aFloorOutlivingItsHeaderHoldsNothing() {
        let floor = SecondFloor()
        do {
            let header = RefreshHeader(look: EmptyLook(), floor: floor, clock: { 0 })
            #expect(floor.distance > 0)
            #expect(floor.header === header.component)
        }
        #expect(floor.header == nil)
        #expect(floor.distance == 0)
    }
}
