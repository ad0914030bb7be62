inputs = {
  web_name    = "web-service"
  port        = 8080
  environment = "production"
}

