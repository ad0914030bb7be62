variable "x"    {}
