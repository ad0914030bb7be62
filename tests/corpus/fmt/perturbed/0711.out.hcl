dependency "lambda-service-1" {
  config_path = "../lambda-service-1"
}