/// The closed forms UIScrollView's scrolling is modelled with (SPEC §2).
///
/// Each piece of motion is its own value type, nested here so that the names read as what they
/// are (`ScrollPhysics.Spring`) without claiming generic words for the whole module:
/// `RubberBand` (an overshoot past an edge while dragging), `Deceleration` (a coast inside the
/// bounds), `Spring` (the bounce back to an edge) and `TimingCurve` (a programmatic animated
/// scroll). All of them are pure functions of time; nothing is stepped.
package enum ScrollPhysics {}
