terraform {
  source = ".//src"
}
