inputs=  {
      name    =  "Module AWS D"
}

terraform {
      source=  "../../../..//hello-world-no-remote"
  }
