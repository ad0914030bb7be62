settings {
}
