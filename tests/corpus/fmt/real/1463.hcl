terraform {
  source = "."
}

inputs = {
  val = "from-unit"
}
