# This file is maintained automatically by "tofu init".
# Manual edits may be lost in future updates.

provider "registry.opentofu.org/hashicorp/aws" {
  version     = "5.11.0"
  constraints = "5.11.0"
  hashes = [
    "h1:2IiEX8whcDTcOIYQffFHicthX0p07oGGcgIKmU/7qYo=",
    "h1:4uGqee8u/cznRtpXblJRXts7i2ZZkB8YtKqRUSDeI8Q=",
    "h1:GG7b3g/hQnvAUFkHahOUva1pGRfZvSR7Xx1bNn0I9Ss=",
    "zh:06944814fc592596796a5f99605dcf92882c495640652c90497bc616448664b1",
    "zh:079096253113fd93a33d655c0339c571dffa7dadfaacafda20c9ca3eebd23a11",
    "zh:08817ffa86d612819a07cd13cec5b66d50f4b8f40c1048e88e4761ccf17172c1",
    "zh:0d010c2bba5c3d4bb3e74b3ed106269481a4109e35ec39b61bb08de1582d6571",
    "zh:46d81b9c6b873c563aa4a69e6d03f9c5c35ae120829b84d4dfea6089595acd24",
    "zh:470dcc6c34c203d2884852d22436ef6f928c1fdbc5a96466f34561cb2c817244",
    "zh:787add339e00161a71e605ab11fd460d4c30c094d9a5f49bf71bcee5eb8617fa",
    "zh:9cb468ec55a6710259e16dd889d80fc58bcafbeb06c9a424167df85f57945a3d",
    "zh:f1dcd170ef0479d91abe57b2151939d1a584fb03b6c517d507f2f49f4e1b9f0e",
    "zh:f52e479435675ab227ed5eb4922f1c314c66c5dd0ae84ed33263c0251638b70f",
  ]
}
