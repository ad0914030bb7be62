ñand ú {
}
blöck "l" {
}
