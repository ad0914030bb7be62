my-block my-label {
}
