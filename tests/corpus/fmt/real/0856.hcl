dependency "vpc" {
  config_path = "../vpc"
}
