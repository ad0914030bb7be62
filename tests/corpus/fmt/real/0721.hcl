inputs = {
  # Properly formatted
  app_name    = "app2"
  port        = 3001
  environment = "staging"
  enabled     = false
}

