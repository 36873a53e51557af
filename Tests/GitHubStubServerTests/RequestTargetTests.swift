import Testing

@testable import GitHubStubServer

/// Matching compares decoded paths and query parameters in any order, as servers do.
@Suite struct RequestTargetTests {
  @Test func queryOrderDoesNotMatterButValuesDo() {
    #expect(RequestTarget("/i?a=1&b=2") == RequestTarget("/i?b=2&a=1"))
    #expect(RequestTarget("/i?q=is%3Aopen+bug") == RequestTarget("/i?q=is:open%20bug"))
    #expect(RequestTarget("/i?a=1") != RequestTarget("/i?a=2"))
    #expect(RequestTarget("/i") != RequestTarget("/j"))
  }
}
