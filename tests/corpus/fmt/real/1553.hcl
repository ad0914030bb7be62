locals {
  greeting = "hello"
}
