# This file is maintained automatically by "tofu init".
# Manual edits may be lost in future updates.

provider "registry.opentofu.org/hashicorp/aws" {
  version     = "6.56.0"
  constraints = "6.56.0"
  hashes = [
    "h1:+NMCqCUCfCyaqO3+gUNIOG5BuEwRruMEkq9YWBB/TCc=",
    "h1:0kvfRRcQe7537L4ZAb799OMUVJadelfrgi+DPzFHHgM=",
    "h1:2dvNShMZVY7phtwgAzwb71Ti89iS9Oe5Q30nMByg+3Y=",
    "h1:34wj37Q0GYVYOpPZzJmWe7Cn0oLRLs0ayufm/D8sJow=",
    "h1:3fSBwoUdMWy5bkzzlt38c3t2oehD8RGC+zmzFjLly0Q=",
    "h1:48sjPpD0FP6TkRRdQiwzIbb9TC7/RCnc9UwZWpaFMIg=",
    "h1:EoQDYEyKtxn8l6L6GJyoDAJcQ9jzG2afMB4x4zUX+2g=",
    "h1:JsnLwJMWNwFM5bJVTs+sCn+nCbmgGFXHHjhaOLqU76A=",
    "h1:OzyJEpEhKzbd6MrlOuXl0044PaHtN1yZt8pwmvvd36o=",
    "h1:X5lyNLD4cRQLFQ4D7RZ8CHev7MNgxI04jiTaYiVbD/A=",
    "h1:Xcz3FJq9rr9tydyRdNC115+nfjb+DhYI0minfttYCt4=",
    "h1:Yo/FedZZFpeiJKuRV0kY8a4VrgXxo/9FaHEWL1LC1zg=",
    "h1:fvDkPtOpGmppQVwEWWxG06aw+9x/cin45AXuzfreaLA=",
    "h1:g/0wLy+9gp88CgU3NYAKtooRMex58Z/QKrHfo7QZCXI=",
    "h1:vqJG9VI7EksPt0YsEc2RmgGwUCcDrdw3v484NIxqvkk=",
    "zh:0df287675010e67011cd830a69fb8c81eb81b8cc82ec21f806bf5b70ffacb94c",
    "zh:1b0a431e4a51be43b77dc5f790906567a0a6a9e683b442be0cd2758f1e1d5637",
    "zh:1c58a0335198d558cb2ea83a42ef043b89f817c5e67a54a3746d3a47344ba602",
    "zh:1ce5a623d2a2d9c006e0009fa67a9d486984abd3084648fcdd7997b7fc022233",
    "zh:2380bc878d1127d75155df23f8fad4b64fe21db4856070dc084fcde80b856ca9",
    "zh:51d77a6f1847fbf97874c976cf134b105abce8fce0beba38fc169ab5cfb7de66",
    "zh:6364cac70a860c107b4a019aeb8c8afd9cb7e70bcd5a25ae62b74e27eaadeac2",
    "zh:68e8d389804f6fc40fe5071093c52d41b82a18436be01ff75eba719d5c43286a",
    "zh:82d4b24e9eb2e01568e0c0bc43c85686093d3c6f1a97461374c3009333f0522c",
    "zh:b5845bd95ba758f6d411683bf14b5ee9208f31872d416f1aa82975e2ac31d696",
    "zh:c228a7e9fab6319af525d78052f542504a042356ba1e71cd3c5f218c8b0fd7c4",
    "zh:c5dd55276e518c6ab215e298091577ceb618ca405603885bb5e153b95d2e7d8c",
    "zh:c6ceeb277f1897a0f813b913bf270db409f4fc3ec95d24238e5f5e71709edf7e",
    "zh:f1e42b4c42faebd28f6040201760bfdd1e3391d858abd7586c7e513433e8a73d",
    "zh:fff049bcd38e4cd82d526670e81aceb5f30d211c8b494221773737cade6e27c2",
  ]
}
