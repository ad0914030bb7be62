locals {
    env = "default"
}
