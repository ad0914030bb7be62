b {
  b {
    b {
      b {
        b {
          b {
            b {
              b {
                b {
                  b {
                    b {
                      b {
                        b {
                          b {
                            b {
                              b {
                                b {
                                  b {
                                    b {
                                      b {
                                        b {
                                          b {
                                            b {
                                              b {
                                                b {
                                                  b {
                                                    b {
                                                      b {
                                                        b {
                                                          b {
                                                            b {
                                                              b {
                                                                b {
                                                                  b {
                                                                    b {
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
