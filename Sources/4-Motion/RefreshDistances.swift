/// The refresh control's two distances (SPEC §1 "The refresh control", §2 `refresh S`), as
/// Flutter's `CupertinoSliverRefreshControl` (`cupertino/refresh.dart`) reimplements
/// UIRefreshControl; the motion's `refresh` step and the spinner both read them.
package enum RefreshDistances {
    /// The pull past rest that arms the control, 100 pt (`_defaultRefreshTriggerPullDistance`).
    package static let trigger = 100.0
    /// The gap a refresh holds open, 60 pt (`_defaultRefreshIndicatorExtent`).
    package static let held = 60.0
}
