inputs = {
}
