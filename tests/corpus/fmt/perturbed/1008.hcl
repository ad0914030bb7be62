terraform{
    source  = "../module"
  }


inputs  = {}
