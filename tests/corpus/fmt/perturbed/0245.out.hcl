catalog {
}
