inputs = {
  # Badly formatted
  web_name    = "web-service"
  port        = 8080
  environment = "production"
  replicas    = 3
}

