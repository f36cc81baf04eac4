/// The numbers of UIScrollView's feel, each with where it comes from, in one place.
public enum PhysicsConstants {
    /// Rubber-band constant c in f(x, d) = (1 − 1/(x·c/d + 1))·d (Apple's, as analysed by @chpwn).
    public static let rubberBandConstant = 0.55
    /// `UIScrollView.DecelerationRate.normal`: velocity multiplier per millisecond.
    public static let decelerationRate = 0.998
    /// Coasting and bouncing stop within this many points of their rest point (the reference's 0.5 pt).
    public static let restThreshold = 0.5
    /// Natural frequency of the bounce-back spring, rad/s (stiffness 100, mass 1; Lobanov).
    public static let springOmega = 10.0
    /// The farthest a bounce may carry the content past an edge, as a fraction of the view's
    /// height (our choice: like a rubber band, a fling never throws the content out of sight).
    public static let maximumBounce = 0.5
    /// Release velocity is measured over the pointer samples of this many seconds.
    public static let velocityWindow = 0.1
    /// A release after a pause of more than this many seconds has zero velocity.
    public static let velocityPause = 0.1
    /// Releases slower than this (points per second) do not coast.
    public static let minimumCoastVelocity = 1.0
    /// Points scrolled by one notch of the mouse wheel (the headless contract).
    public static let wheelNotch = 40.0
    /// Duration of the wheel's smooth scroll, seconds.
    public static let wheelDuration = 0.2
    /// The scroll indicator fades out over this many seconds once the view comes to rest.
    public static let indicatorFade = 0.2
    /// A stick deflection up to this fraction of its travel reads as centred: XInput's
    /// recommended left-thumb dead zone (`XINPUT_GAMEPAD_LEFT_THUMB_DEADZONE`, 7849 of 32767).
    public static let stickDeadZone = 7849.0 / 32767.0
    /// The power of the stick's response past its dead zone: speed grows with its square, so
    /// the first part of its travel is slow and precise (our choice; 1 would be linear).
    public static let stickExponent = 2.0
    /// Points per second the content moves at the stick's full deflection (our choice: a
    /// 720-point view in a third of a second, about a fast fling).
    public static let stickMaximumSpeed = 2000.0
}
