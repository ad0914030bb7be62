locals{
  app_name  =  "myapp"
}
