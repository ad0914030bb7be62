a "b {
}
