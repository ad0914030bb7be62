variable"input" {
}
