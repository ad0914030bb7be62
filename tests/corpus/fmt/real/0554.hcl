
feature "string_feature_flag" {
  default = "test"
}

feature "int_feature_flag" {
  default = 666
}

feature "bool_feature_flag" {
  default = false
}
