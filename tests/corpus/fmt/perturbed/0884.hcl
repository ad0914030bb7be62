dependencies{
      paths= ["../module-h"]
}
