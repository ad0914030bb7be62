terraform {
    source = "."
}
