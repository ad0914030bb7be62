variable  "missingvar1"  {}
variable "missingvar2"    {}

