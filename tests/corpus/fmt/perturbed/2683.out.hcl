a "b" c "d" {
}
