ñandú {
}
blöck "l" {
}
