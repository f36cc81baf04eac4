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
}
