terraform    {
  source  ="./module"
}


