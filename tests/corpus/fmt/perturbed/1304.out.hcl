locals {
  mock = "mock"
}
