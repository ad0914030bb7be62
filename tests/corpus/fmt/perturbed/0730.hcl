variable "input" {}

  output"output"{
      value  =    var.input

}

