output "val"{
value    = "produced"
  }
