output "value"{
      value="yes"
  }

