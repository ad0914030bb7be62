units = {
  # Properly formatted stack
  unit1 = {
    path = "./unit1"
  }
  unit2 = {
    path = "./unit2"
  }
}

