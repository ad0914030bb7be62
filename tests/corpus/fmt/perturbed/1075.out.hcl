
inputs = {
  common_config = "Common Config"
}
