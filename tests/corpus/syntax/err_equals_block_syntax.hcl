a = b {
}
