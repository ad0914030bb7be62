terraform {
  source = "../stdout"
}
