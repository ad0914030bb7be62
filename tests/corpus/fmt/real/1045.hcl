terraform {}


