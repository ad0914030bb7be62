terraform {
  source = "../../../..//tf"
}
