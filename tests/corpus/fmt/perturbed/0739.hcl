variabl "d" { //codespell:ignore
    type =  string
  default = "d"
}

output "d"    {
  value=  var.d
}
