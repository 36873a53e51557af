import FoundationEssentials

/// "Now" for every test that needs a fixed moment: the demo data's ages, a client's clock, the
/// moment pages were kept. One value, so two suites' dates can't drift apart unnoticed.
public let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)
