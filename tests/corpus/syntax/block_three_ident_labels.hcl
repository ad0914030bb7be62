a b c d {
}
