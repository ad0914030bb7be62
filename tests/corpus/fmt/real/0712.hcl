dependency "lambda" {
  config_path = "../../lambda"
}
