inputs = {
  # Properly formatted
  app_name    = "app1"
  port        = 3000
  environment = "dev"
  enabled     = true
}

